import type { Bank } from '@contracts/withdrawal/payees';
import { useQuery } from '@tanstack/react-query';
import { RightOutline } from 'antd-mobile-icons';
import { Button, CheckList, Popup, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { banksQuery } from '@web/api/withdrawal/get-bank';
import { useSession } from '@web/lib/use-session';
import { QueryState } from '@web/components/query-state';

interface BankPickerProps {
  id: string;
  value: number | undefined;
  onChange: (bankId: number) => void;
  onBlur: () => void;
}

/** A button that opens the bank list (withdraw/getBank) in a sheet, with a search box. */
export function BankPicker({ id, value, onChange, onBlur }: BankPickerProps) {
  const { t } = useTranslation(['wallet', 'common']);
  const banks = useQuery(banksQuery(useSession()));
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const selected = banks.data?.find((b) => b.id === value);
  const shown = (banks.data ?? []).filter((b: Bank) => `${b.name} ${b.code}`.toLowerCase().includes(search.trim().toLowerCase()));
  const close = () => {
    setOpen(false);
    setSearch('');
    onBlur();
  };
  return (
    <>
      <button type="button" id={id} className="wallet-picker-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {selected ? (
          <>
            <img src={selected.logo} alt="" width={24} height={24} /> {selected.name}
          </>
        ) : (
          <span className="wallet-placeholder">{t('bank.choose')}</span>
        )}
        <RightOutline aria-hidden="true" className="wallet-picker-arrow" />
      </button>
      <Popup visible={open} onMaskClick={close} bodyClassName="bottom-sheet wallet-sheet-tall">
        <div role="dialog" aria-modal="true" aria-labelledby="bank-sheet-title">
          <h2 id="bank-sheet-title" className="bottom-sheet-title">
            {t('bank.title')}
          </h2>
          <SearchBar placeholder={t('bank.search')} value={search} onChange={setSearch} aria-label={t('bank.search')} />
          <div className="wallet-sheet-scroll">
            <QueryState query={banks} label={t('bank.loading')} lines={6} look={{ title: false, size: 'small' }}>
              {() => (
                <CheckList
                  value={value ? [value] : []}
                  onChange={(v) => {
                    const next = v[0];
                    if (typeof next === 'number') onChange(next);
                    close();
                  }}
                >
                  {shown.map((b) => (
                    <CheckList.Item key={b.id} value={b.id} prefix={<img src={b.logo} alt="" width={32} height={32} />}>
                      {b.name}
                    </CheckList.Item>
                  ))}
                </CheckList>
              )}
            </QueryState>
          </div>
          <div className="bottom-sheet-actions">
            <Button block onClick={close}>
              {t('common:close')}
            </Button>
          </div>
        </div>
      </Popup>
    </>
  );
}
