import { useId, useState, type ReactNode } from 'react';
import { MinusIcon, PlusIcon } from '../icons/icons';
import styles from './accordion.module.css';

export interface AccordionItem {
  question: string;
  answer: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** The heading level of each question, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** The item open at first; none when left out. */
  defaultOpenIndex?: number | null;
}

/**
 * An FAQ accordion (spec §2): one item open at a time; a repeated click on the open item closes it.
 * Follows the WAI-ARIA accordion pattern: heading > button[aria-expanded] controlling a region.
 */
export function Accordion({ items, headingLevel = 3, defaultOpenIndex = null }: AccordionProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(defaultOpenIndex);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const isOpen = openIndex === index;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.question} className={`${styles.item} ${isOpen ? styles.itemOpen : ''}`}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.trigger}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpenIndex(isOpen ? null : index)}
              >
                <span>{item.question}</span>
                {isOpen ? <MinusIcon className={styles.icon} /> : <PlusIcon className={styles.icon} />}
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!isOpen}>
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
