import { useQuery } from '@tanstack/react-query';
import { getCountries, profileKeys } from '../api/profile-api';

/** The country and dial-code list; it changes only with a deploy. */
export const useCountries = () => useQuery({ queryKey: profileKeys.countries, queryFn: ({ signal }) => getCountries(signal), staleTime: Infinity });
