import type { FeedbackOrder } from '@contracts/feedback/feedback';
import type { FeedbackType } from '@contracts/rules/feedback';
import { useQuery } from '@tanstack/react-query';
import { Button, CheckList, Popup } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import type { RefCallBack } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { feedbackOrdersQuery } from '@web/api/feedback/get-order';
import { fieldFocusRef } from '@web/components/field-focus-ref';
import { QueryState } from '@web/components/query-state';
import { formatMoney } from '@web/lib/money';
import { formatPlatformTime } from '@web/lib/platform-time';
import { useSession } from '@web/lib/use-session';

interface OrderPickerProps {
  id: string;
  /** The chosen question type: the orders offered are feedback/getOrder's for it (none before a type is chosen). */
  type: FeedbackType | undefined;
  /** The chosen order's number, or '' for none. */
  value: string;
  onChange: (orderNo: string) => void;
  fieldRef: RefCallBack;
  error?: string | undefined;
}

const describe = (order: FeedbackOrder) => `${formatMoney(order.amount)} · ${formatPlatformTime(order.createdAt)}`;

/**
 * The related order (optional): a button that opens the player's orders of the past 7 days that fit
 * the question type. Older orders are never offered; the server refuses them anyway.
 */
export function OrderPicker({ id, type, value, onChange, fieldRef, error }: OrderPickerProps) {
  const { t } = useTranslation(['feedback', 'common']);
  const viewer = useSession();
  const [open, setOpen] = useState(false);
  const orders = useQuery(feedbackOrdersQuery(viewer, type));
  const chosen = orders.data?.find((o) => o.orderNo === value);
  const text = type === undefined ? t('order.chooseTypeFirst') : chosen ? `${chosen.title} · ${chosen.orderNo}` : value || t('order.none');
  const described = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const pick = (orderNo: string) => {
    onChange(orderNo);
    setOpen(false);
  };
  return (
    <div className="form-field" data-invalid={error ? 'true' : 'false'}>
      <span id={`${id}-label`} className="form-field-label">
        {t('order.label')}
        <span className="form-field-optional">{t('common:optional')}</span>
      </span>
      <button
        ref={fieldFocusRef(fieldRef)}
        id={id}
        type="button"
        className="pick-field-button feedback-order-button"
        aria-haspopup="dialog"
        aria-labelledby={`${id}-label ${id}-value`}
        aria-describedby={described}
        aria-invalid={error ? 'true' : undefined}
        disabled={type === undefined}
        onClick={() => setOpen(true)}
      >
        <span id={`${id}-value`}>{text}</span>
        <RightOutline aria-hidden="true" />
      </button>
      <div id={`${id}-hint`} className="form-hint">
        {t('order.hint')}
      </div>
      {error && (
        <div id={`${id}-error`} className="form-error" role="alert">
          {error}
        </div>
      )}
      <Popup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} bodyClassName="feedback-sheet">
        <div role="dialog" aria-modal="true" aria-labelledby={`${id}-sheet-title`} className="feedback-sheet-body">
          <h2 id={`${id}-sheet-title`} className="feedback-sheet-title">
            {t('order.title')}
          </h2>
          <div className="feedback-sheet-scroll">
            {/* Without orders the list still offers "none", with a note under it: not QueryState's empty block. */}
            <QueryState query={orders} label={t('order.loading')} lines={5} look={{ title: false, size: 'small' }}>
              {(offered) => (
                <>
                  {/* A tap on the chosen line unselects it in CheckList; here it keeps the choice. */}
                  <CheckList value={[value]} onChange={(picked) => pick(picked[0] === undefined ? value : String(picked[0]))}>
                    <CheckList.Item value="">{t('order.none')}</CheckList.Item>
                    {offered.map((order) => (
                      <CheckList.Item key={order.orderNo} value={order.orderNo} description={`${describe(order)} · ${order.orderNo}`}>
                        {order.title}
                      </CheckList.Item>
                    ))}
                  </CheckList>
                  {offered.length === 0 && <p className="feedback-sheet-empty">{t('order.empty')}</p>}
                </>
              )}
            </QueryState>
          </div>
          <Button block onClick={() => setOpen(false)}>
            {t('common:close')}
          </Button>
        </div>
      </Popup>
    </div>
  );
}
