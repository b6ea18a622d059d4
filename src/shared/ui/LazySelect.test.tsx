import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { theme } from './theme';
import { LazySelect } from './LazySelect';
import { lazyWidget } from './on-demand';

describe('LazySelect', () => {
  it('letters typed while the list’s code is on its way are all in its search once it opens', async () => {
    const user = userEvent.setup();
    let arrive = () => undefined as void;
    const held = new Promise<void>((resolve) => (arrive = resolve));
    const widget = lazyWidget(async () => {
      await held;
      return import('./SelectWidget');
    });
    render(
      <MantineProvider theme={theme}>
        <LazySelect
          label="Категория"
          searchable
          data={[
            { value: '1', label: 'Танцы' },
            { value: '2', label: 'Вокал' },
          ]}
          widget={widget}
        />
      </MantineProvider>,
    );
    await user.type(screen.getByLabelText('Категория'), 'Тан');
    arrive();
    expect(await screen.findByRole('option', { name: 'Танцы' })).toBeInTheDocument();
    expect(document.activeElement).toHaveValue('Тан');
    expect(screen.queryByRole('option', { name: 'Вокал' })).not.toBeInTheDocument();
  });
});
