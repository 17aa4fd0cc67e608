import { inPageLanguage } from './localized';
/** The one hard-coded review on every book's Reviews tab (SPEC §2). */
export interface SampleReview {
  name: string;
  rating: number;
  date: string;
  text: string;
}

export const SAMPLE_REVIEW: SampleReview = {
  name: 'Sharmin Akter',
  rating: 5,
  date: '2024-02-14',
  text: 'Beautifully printed and well bound. It arrived in three days, packed with care. A pleasure to read and to keep on the shelf.',
};

const SAMPLE_REVIEW_BN: SampleReview = {
  ...SAMPLE_REVIEW,
  name: 'শারমিন আক্তার',
  text: 'চমৎকার ছাপা, বাঁধাইও মজবুত। তিন দিনেই যত্ন করে প্যাক করা অবস্থায় হাতে পেয়েছি। পড়তেও আরাম, তাকে সাজিয়ে রাখতেও ভালো লাগে।',
};

export function sampleReview(): SampleReview {
  return inPageLanguage(SAMPLE_REVIEW, SAMPLE_REVIEW_BN);
}
