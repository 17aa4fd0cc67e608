import type { Book } from '@boipoka/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { t } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import '../../../lib/admin-messages';
import { useDeleteBook } from '../api/admin-books-api';
import { bookChangeErrorMessage } from '../lib/admin-book-errors';
import { MessageWithText } from '../../../components/ui/message-with-text';
import { bookNames, currentLocale } from '../../../lib/book-names';

/**
 * 'Delete Book?' confirmation; the server archives the book, so past orders keep showing it. SPEC §8 names only
 * 'Failed to delete book' for a refused delete, so the server's message is not shown here.
 */
export function DeleteBookDialog({ book, onClose }: { book: Book; onClose: () => void }) {
  const deleteBook = useDeleteBook();
  const deleting = deleteBook.isPending;

  const confirm = async () => {
    try {
      await deleteBook.mutateAsync(book._id);
      notify.success(t('admin:books.deleted'));
      onClose();
    } catch (error) {
      notify.error(bookChangeErrorMessage(error, t('admin:books.deleteFailed'), t('admin:books.deleteError'), false));
    }
  };

  return (
    <Dialog open title={t('admin:books.deleteTitle')} onClose={() => !deleting && onClose()} closeOnBackdrop={!deleting} className="max-w-md">
      <p className="text-sm text-stone-700">
        <MessageWithText message={(slot) => t('admin:books.deleteConfirm', { title: slot })} text={bookNames(book, currentLocale()).title.primary} />
      </p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={deleting}>
          {t('common:actions.cancel')}
        </Button>
        <Button variant="danger" onClick={confirm} disabled={deleting}>
          {deleting ? t('admin:books.deleting') : t('admin:books.deleteButton')}
        </Button>
      </div>
    </Dialog>
  );
}
