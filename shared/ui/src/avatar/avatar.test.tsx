import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar } from './avatar';

const picture = 'http://localhost:4000/files/pictures/priya/256.webp';

describe('Avatar', () => {
  it('shows the picture at its size, hidden from assistive technology when the name is beside it', () => {
    const { container } = render(<Avatar image={picture} firstName="Priya" lastName="Sharma" size={64} />);

    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', picture);
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', '64');
    expect(image).toHaveAttribute('height', '64');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('[data-initials]')).toBeNull();
  });

  it('names the picture for a screen reader where nothing beside it does', () => {
    render(<Avatar image={picture} firstName="Asha" size={96} alt="Asha Rao" />);

    expect(screen.getByRole('img', { name: 'Asha Rao' })).toHaveAttribute('src', picture);
  });

  it('draws the initials, hidden from assistive technology, while there is no picture', () => {
    const { container } = render(<Avatar image={null} firstName=" priya" lastName="sharma" size={40} alt="Priya" />);

    const avatar = container.firstElementChild;
    expect(avatar).toHaveAttribute('data-initials', 'PS');
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('draws the first name’s initial alone when no last name is given', () => {
    const { container } = render(<Avatar image={null} firstName="asha" size={32} />);

    expect(container.firstElementChild).toHaveAttribute('data-initials', 'A');
  });

  it('falls back to the initials when the picture fails to load, and tries a new picture', () => {
    const { container, rerender } = render(<Avatar image={picture} firstName="Asha" lastName="Rao" size={32} />);

    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('data-initials', 'AR');

    rerender(<Avatar image={`${picture}?v=2`} firstName="Asha" lastName="Rao" size={32} />);
    expect(container.querySelector('img')).toHaveAttribute('src', `${picture}?v=2`);
  });
});
