export { AddressBook } from './components/AddressBook';
export { AddressForm } from './components/AddressForm';
export { useAddresses } from './hooks/use-addresses';
export { addressLine, preselectedAddress } from './lib/address-display';
