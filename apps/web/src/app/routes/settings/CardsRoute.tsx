import { CardList } from '@/features/cards';
import { SettingsPage } from './SettingsPage';

export function CardsRoute() {
  return (
    <SettingsPage title="Cards">
      <CardList />
    </SettingsPage>
  );
}
