import { AddCardReturn } from '@/features/cards/components/AddCardReturn';
import { SettingsPage } from './SettingsPage';

/** /settings/addCard: where the card provider sends the browser back. */
export function AddCardReturnRoute() {
  return (
    <SettingsPage title="Cards">
      <AddCardReturn />
    </SettingsPage>
  );
}
