import type { SignInState } from '@contracts/welfare/welfare';
import { Button } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSignIn } from '@web/api/account/sign-in';
import { formatMoney } from '@web/lib/money';
import { showToast } from '@web/lib/toast';

/** The daily sign-in: streak, the 7-day ladder (done, today, to come) and the button. */
export function SignInCard({ state }: { state: SignInState }) {
  const { t } = useTranslation('rewards');
  const signIn = useSignIn();
  // Ladder days already signed in this round of seven.
  const done = state.signedToday ? state.today : state.today - 1;
  const press = () =>
    signIn.mutate(undefined, {
      onSuccess: (result) =>
        void showToast({ icon: 'success', content: t('signIn.toast', { amount: formatMoney(result.reward), streak: result.streak }) }),
    });
  return (
    <section className="surface-card" aria-labelledby="welfare-signin-title">
      <div className="welfare-signin-head">
        <h2 id="welfare-signin-title" className="rewards-card-title">
          {t('signIn.title')}
        </h2>
        <p className="welfare-streak">{state.streak === 0 ? t('signIn.noStreak') : t('signIn.streak', { days: state.streak })}</p>
      </div>
      <ol className="welfare-ladder" aria-label={t('signIn.ladder')}>
        {state.ladder.map((rung) => {
          const isDone = rung.day <= done;
          const isToday = rung.day === state.today && !state.signedToday;
          const stateText = isDone ? t('signIn.rung.done') : isToday ? t('signIn.rung.today') : t('signIn.rung.later');
          return (
            <li
              key={rung.day}
              className={`welfare-rung${isDone ? ' is-done' : ''}${isToday ? ' is-today' : ''}`}
              aria-label={`${t('signIn.day', { day: rung.day })}, ${formatMoney(rung.reward)}, ${stateText}`}
            >
              <span className="welfare-rung-day" aria-hidden="true">
                {t('signIn.day', { day: rung.day })}
              </span>
              <span className="welfare-rung-reward" aria-hidden="true">
                {isDone ? <CheckOutline /> : formatMoney(rung.reward)}
              </span>
            </li>
          );
        })}
      </ol>
      <Button block color="primary" disabled={state.signedToday || signIn.isPending} loading={signIn.isPending} onClick={press}>
        {state.signedToday
          ? t('signIn.signed')
          : t('signIn.button', { amount: formatMoney(state.ladder[state.today - 1]?.reward ?? '0.00') })}
      </Button>
      <p className="rewards-footnote">{state.signedToday ? t('signIn.next', { time: state.nextAt.slice(0, 10) }) : t('signIn.hint')}</p>
    </section>
  );
}
