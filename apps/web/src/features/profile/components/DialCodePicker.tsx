import { Combobox, InputBase, ScrollArea, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { countryForDialCode, DIAL_CODE_MAX_LENGTH, DIAL_CODE_SEARCH_DEBOUNCE_MS, searchCountries, type Country } from '@velvet/contracts';
import { useEffect, useRef, useState } from 'react';

/** The spec: the dropdown closes 200 ms after the field loses focus, so a click on an option still lands. */
const CLOSE_AFTER_BLUR_MS = 200;
const MAX_OPTIONS = 50;

type DialCodePickerProps = {
  countries: readonly Country[];
  value: { dialCode: string; dialIso: string };
  onChange: (value: { dialCode: string; dialIso: string }) => void;
  /** What is typed, as it is typed: the parent may need it before the 300 ms search settles. */
  onInput: (typed: string) => void;
};

/** The dial code: typed (+44 picks GB, +1 picks US) or chosen from a searchable list of countries. */
export function DialCodePicker({ countries, value, onChange, onInput }: DialCodePickerProps) {
  const combobox = useCombobox();
  const [typed, setTyped] = useState(value.dialCode);
  const [settled] = useDebouncedValue(typed, DIAL_CODE_SEARCH_DEBOUNCE_MS);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useEffect(() => {
    const picked = countryForDialCode(countries, settled);
    if (picked && (picked.dial_code !== value.dialCode || picked.iso2 !== value.dialIso)) onChange({ dialCode: picked.dial_code, dialIso: picked.iso2 });
  }, [settled, countries, value, onChange]);

  const type = (text: string) => {
    setTyped(text);
    onInput(text);
  };
  const matches = searchCountries(countries, settled).slice(0, MAX_OPTIONS);
  const selected = countries.find((country) => country.iso2 === value.dialIso);

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(iso2) => {
        const country = countries.find((candidate) => candidate.iso2 === iso2);
        if (country) {
          onChange({ dialCode: country.dial_code, dialIso: country.iso2 });
          type(country.dial_code);
        }
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <InputBase
          label="Dial code"
          w={110}
          maxLength={DIAL_CODE_MAX_LENGTH}
          value={typed}
          inputWrapperOrder={['label', 'input', 'description']}
          description={selected?.name ?? ' '}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onFocus={() => combobox.openDropdown()}
          onClick={() => combobox.openDropdown()}
          onBlur={() => {
            closeTimer.current = setTimeout(() => combobox.closeDropdown(), CLOSE_AFTER_BLUR_MS);
          }}
          onChange={(event) => {
            type(event.currentTarget.value.replace(/[^\d+]/g, ''));
            combobox.openDropdown();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown miw={260}>
        <Combobox.Options aria-label="Countries and dial codes">
          <ScrollArea.Autosize mah={240} type="scroll">
            {matches.length === 0 ? (
              <Combobox.Empty>No country has this code</Combobox.Empty>
            ) : (
              matches.map((country) => (
                <Combobox.Option value={country.iso2} key={country.iso2} active={country.iso2 === value.dialIso}>
                  <Text size="sm">
                    {country.dial_code} <Text span c="dimmed" size="sm">{country.name}</Text>
                  </Text>
                </Combobox.Option>
              ))
            )}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
