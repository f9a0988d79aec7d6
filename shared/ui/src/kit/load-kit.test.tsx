import { render, screen } from '@testing-library/react';
import { SwitchPlaceholder } from '../switch/switch-placeholder';
import { SearchableSelectPlaceholder } from '../searchable-select/searchable-select-placeholder';
import { loadComboboxKit, loadDialogKit, loadFormKit, loadSwitchKit } from './load-kit';

describe('the kit loaded on demand', () => {
  it('is one promise per part, marked fulfilled once loaded so React reads it without suspending', async () => {
    expect(loadDialogKit()).toBe(loadDialogKit());
    const dialog = await loadDialogKit();
    expect(dialog).toHaveProperty('ModalPanel');
    expect(loadDialogKit()).toMatchObject({ status: 'fulfilled', value: dialog });
    expect(await loadSwitchKit()).toHaveProperty('SwitchControl');
    expect(await loadComboboxKit()).toHaveProperty('SearchableSelectControl');
    expect(await loadFormKit()).toHaveProperty('useContractFormNow');
    expect(loadFormKit()).toMatchObject({ status: 'fulfilled' });
  });

  it('draws a switch in place while it loads, with its text but nothing to operate', () => {
    render(
      <SwitchPlaceholder label="Messages" description="When a freelancer writes" checked onCheckedChange={jest.fn()} />,
    );
    expect(screen.getByText('Messages')).toBeInTheDocument();
    expect(screen.getByText('When a freelancer writes')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('draws a searchable select in place while it loads, with its label and text', () => {
    render(
      <SearchableSelectPlaceholder
        label="Country"
        items={[]}
        inputValue="India"
        onInputValueChange={jest.fn()}
        selectedItem={null}
        onSelectedItemChange={jest.fn()}
        emptyText="No Country Found"
      />,
    );
    expect(screen.getByText('Country')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
