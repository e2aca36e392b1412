import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeArticle, makeUser } from '@tidings/web-kit/testing/factories';
import { renderWithProviders } from '@tidings/web-kit/testing/render-with-providers';
import { ResultCard } from './result-card';

const renderCard = (sample: boolean) =>
  renderWithProviders(<ResultCard article={makeArticle({ id: 'r1', title: 'Night trains return', source: 'Rail Weekly', sample })} query="" position={1} setSize={1} />, {
    user: makeUser(),
  });

describe('ResultCard', () => {
  it('labels a starter-corpus story "Sample story" in words, beside its category', () => {
    renderCard(true);
    const card = screen.getByRole('article', { name: 'Night trains return' });
    expect(within(card).getByText('Sample story')).toBeTruthy();
    expect(within(card).getByText('Rail Weekly')).toBeTruthy();
  });

  it('a real story has no sample label', () => {
    renderCard(false);
    expect(within(screen.getByRole('article', { name: 'Night trains return' })).queryByText('Sample story')).toBeNull();
  });
});
