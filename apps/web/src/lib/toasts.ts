import { errorMessage, publicMessages } from '@vita/api';
import { toast } from '@vita/ui';

/** Every failed call shows this toast with the server's detail text. */
export function showErrorToast(error: unknown) {
  toast.error(publicMessages.somethingWentWrongTitle, errorMessage(error));
}

/** Every success toast has the same title, so they read alike wherever they come from. */
export function showSuccessToast(description: string) {
  toast.success(publicMessages.successTitle, description);
}
