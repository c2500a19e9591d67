export type IdealBank = { id: string; name: string };

/** The issuers an iDEAL customer picks from. */
export const IDEAL_BANKS: readonly IdealBank[] = [
  { id: 'abn_amro', name: 'ABN AMRO' },
  { id: 'asn_bank', name: 'ASN Bank' },
  { id: 'bunq', name: 'bunq' },
  { id: 'ing', name: 'ING' },
  { id: 'knab', name: 'Knab' },
  { id: 'rabobank', name: 'Rabobank' },
  { id: 'regiobank', name: 'RegioBank' },
  { id: 'revolut', name: 'Revolut' },
  { id: 'sns_bank', name: 'SNS' },
  { id: 'triodos_bank', name: 'Triodos Bank' },
  { id: 'van_lanschot', name: 'Van Lanschot' },
];

export const findIdealBank = (id: string) => IDEAL_BANKS.find((bank) => bank.id === id);
