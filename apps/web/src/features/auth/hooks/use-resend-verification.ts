import { useMutation } from '@tanstack/react-query';
import { resendVerification } from '../api/account-mail';

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
