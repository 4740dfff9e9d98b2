import { DeleteConfirmModal } from '@web/components/ui/delete-confirm-modal';
import { displayRut } from '@web/lib/format';
import { useRuntimeConfig } from '@web/lib/runtime-config-context';
import { useDeleteJudicialRecords } from '../api/delete-judicial-records';
import { JUDICIAL_TEXTS } from '../model/judicial-texts';

/**
 * Deletes the factoring's records of the shown RUT after the word 'eliminar' is typed (core-platform §4 "Confirmation
 * dialogs"), saying what goes and what stays; `onDeleted` runs once they are gone.
 */
export function DeleteJudicialRecordsModal({
  rut,
  rutFactoring,
  onDeleted,
  onClose,
}: {
  rut: string;
  rutFactoring: string;
  onDeleted: () => void;
  onClose: () => void;
}) {
  const { restUrl } = useRuntimeConfig();
  const remove = useDeleteJudicialRecords(restUrl, rutFactoring);
  const shown = displayRut(rut);
  const mutation = {
    isPending: remove.isPending,
    mutate: (variables: string, callbacks: { onSuccess: () => void; onError: (failure: Error) => void }) =>
      remove.mutate(variables, {
        onSuccess: () => {
          callbacks.onSuccess();
          onDeleted();
        },
        onError: callbacks.onError,
      }),
  };
  return (
    <DeleteConfirmModal
      title={JUDICIAL_TEXTS.deleteTitle}
      mutation={mutation}
      variables={rut}
      successMessage={JUDICIAL_TEXTS.deleted(shown)}
      errorText={(failure) => failure.message || JUDICIAL_TEXTS.deleteFailed}
      onClose={onClose}
    >
      {JUDICIAL_TEXTS.deleteExplanation(shown).map((paragraph) => {
        // The RUT is kept on one line: a wrap at its hyphen would split the check digit off.
        const [before, after] = paragraph.split(shown);
        return (
          <p key={paragraph}>
            {after === undefined ? (
              paragraph
            ) : (
              <>
                {before}
                <span className="text-nowrap">{shown}</span>
                {after}
              </>
            )}
          </p>
        );
      })}
    </DeleteConfirmModal>
  );
}
