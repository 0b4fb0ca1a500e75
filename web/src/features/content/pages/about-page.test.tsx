// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTests } from '@web/test/page-test';
import { renderRoutes } from '@web/test/render';
import AboutPage from './about-page';

const renderAbout = (search: string) =>
  renderRoutes([{ path: '/pages/mine/about', element: <AboutPage titleKey="mine/about" /> }], `/pages/mine/about${search}`);

describe('the user agreement and the privacy notice', () => {
  describe('in English', () => {
    pageTests({ visitor: true });

    it('the agreement has every section, from 18+ to contact', async () => {
      renderAbout('?doc=agreement');
      const article = await screen.findByRole('article', { name: 'User agreement' });
      expect(
        within(article)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual([
        '1. Who may play',
        '2. Your account and its security',
        '3. Deposits and withdrawals',
        '4. Bonuses and turnover',
        '5. Responsible play',
        '6. Suspension and closing',
        '7. Changes to this agreement',
        '8. Contact',
      ]);
      expect(within(article).getByText(/at least 18 years old/)).toBeTruthy();
      expect(within(article).getByText(/After 5 wrong withdrawal passwords, withdrawals are locked for 30 minutes/)).toBeTruthy();
    });

    it('the privacy notice says what the device keeps', async () => {
      renderAbout('?doc=privacy');
      const article = await screen.findByRole('article', { name: 'Privacy notice' });
      expect(within(article).getAllByRole('heading', { level: 3 })).toHaveLength(6);
      expect(within(article).getByText(/local storage/)).toBeTruthy();
    });
  });

  describe('in Chinese', () => {
    pageTests({ visitor: true, lang: 'zh_hans' });

    it('the agreement is there in Chinese, with full-width punctuation', async () => {
      renderAbout('?doc=agreement');
      const article = await screen.findByRole('article', { name: '用户协议' });
      expect(within(article).getByRole('heading', { name: '一、参与资格' })).toBeTruthy();
      expect(article.textContent).not.toMatch(/[\u4e00-\u9fa5][,:;()]|[,:;()][\u4e00-\u9fa5]/);
    });
  });
});
