import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate, useSearchParams } from 'react-router';
import { AddressBook } from '@/features/addresses/components/AddressBook';
import { RequireSession } from '@/features/auth/components/RequireSession';

/** /settings/address: the address book; `?first=true` opens the form and, once saved, goes back to the purchase. */
export function AddressSettingsRoute() {
  useDocumentTitle('Addresses · Velvet');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const first = params.get('first') === 'true';
  return (
    <RequireSession>
      <AddressBook onFirstSaved={first ? () => void navigate(-1) : undefined} />
    </RequireSession>
  );
}
