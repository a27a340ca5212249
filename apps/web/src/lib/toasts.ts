import { errorMessage, messages } from '@vita/api';
import { toast } from '@vita/ui';

/** SPEC §8: every failed call shows this toast with the server's detail text. */
export function showErrorToast(error: unknown) {
  toast.error(messages.somethingWentWrongTitle, errorMessage(error));
}

/** SPEC §8: success toasts are titled 'Success!'. */
export function showSuccessToast(description: string) {
  toast.success(messages.successTitle, description);
}
