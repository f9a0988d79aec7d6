import { render, screen, within } from '@testing-library/react';
import { Section } from './section';

describe('Section', () => {
  it('is a region named by its heading, with its description and what stands beside the title', () => {
    render(
      <Section title="Reviews" description="What clients said." aside={<span>4.8 from 12 reviews</span>}>
        <p>Great work.</p>
      </Section>,
    );

    const region = screen.getByRole('region', { name: 'Reviews' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Reviews' })).toBeInTheDocument();
    expect(region).toHaveTextContent('What clients said.');
    expect(region).toHaveTextContent('4.8 from 12 reviews');
    expect(region).toHaveTextContent('Great work.');
  });

  it('takes the heading id it is given, for what else names the section by it', () => {
    render(
      <>
        <Section title="Proposals" headingId="proposals-heading" variant="plain" />
        <ul aria-labelledby="proposals-heading" />
      </>,
    );

    expect(screen.getByRole('region', { name: 'Proposals' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Proposals' })).toBeInTheDocument();
  });
});
