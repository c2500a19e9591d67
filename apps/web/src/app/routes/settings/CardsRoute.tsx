import { CardList } from '@/features/cards/components/CardList';
import { SettingsPage } from './SettingsPage';

export function CardsRoute() {
  return (
    <SettingsPage title="Cards">
      <CardList />
    </SettingsPage>
  );
}
