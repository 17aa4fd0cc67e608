/**
 * The part of SSLCommerz's official Node package (sslcommerz-lts 1.2.0, shipped without types) that the adapter uses.
 * Every call resolves, even on a network error (with the error object): callers check what they got.
 */
declare module 'sslcommerz-lts' {
  export default class SslCommerzPayment {
    constructor(storeId: string, storePassword: string, live?: boolean);
    baseURL: string;
    initURL: string;
    validationURL: string;
    refundURL: string;
    refundQueryURL: string;
    transactionQueryBySessionIdURL: string;
    transactionQueryByTransactionIdURL: string;
    /** Posts the fields as multipart form data to `url` (the init endpoint when false). */
    init(data: Record<string, string | number | undefined>, url?: string | false, method?: string): Promise<unknown>;
    /** Each builds its query from `data` without encoding it, unless a whole `url` is given. */
    validate(data: { val_id: string }, url?: string | false, method?: string): Promise<unknown>;
    initiateRefund(data: { refund_amount: string; refund_remarks: string; bank_tran_id: string; refe_id: string }, url?: string | false, method?: string): Promise<unknown>;
    refundQuery(data: { refund_ref_id: string }, url?: string | false, method?: string): Promise<unknown>;
    transactionQueryBySessionId(data: { sessionkey: string }, url?: string | false, method?: string): Promise<unknown>;
    transactionQueryByTransactionId(data: { tran_id: string }, url?: string | false, method?: string): Promise<unknown>;
  }
}
