import { useMutation } from '@tanstack/react-query';
import { sendAnnouncement } from '../api/send-announcement';

export const useSendAnnouncement = () => useMutation({ mutationFn: sendAnnouncement });
