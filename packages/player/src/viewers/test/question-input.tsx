import { useId } from 'react';
import type { QuestionAnswer, TestQuestion } from '@campus/core/schemas';
import { Button, useCampus, useT } from '@campus/ui';

/** Longest short answer (spec §5). */
export const MAX_TEXT_ANSWER = 256;

/** Props of {@link QuestionInput}. */
export interface QuestionInputProps {
  question: TestQuestion;
  answer: QuestionAnswer | undefined;
  /** The learner answered: `debounce` for typing, saved after a pause. */
  onAnswer: (answer: QuestionAnswer, options?: { debounce?: boolean }) => void;
  /** Tells screen readers something politely (an ordering move). */
  announce: (text: string) => void;
  /** The id of the element naming the question (its heading), for the group's name. */
  labelledBy: string;
}

/** Whether a question counts as answered: an empty text or no option chosen is not an answer. */
export function isAnswered(answer: QuestionAnswer | undefined): boolean {
  if (answer === undefined) return false;
  if (typeof answer === 'string') return answer.trim() !== '';
  if (Array.isArray(answer)) return answer.length > 0;
  return true;
}

/** A picture's address: a path on the API's origin (`/static/...`) is read from there. */
export function assetUrl(apiBase: string, url: string): string {
  return url.startsWith('/') ? new URL(url, apiBase).href : url;
}

/**
 * One question's answer, with the keyboard alone: a radio group (single choice, true or false), checkboxes
 * (multiple choice), a text field with its count (short text), or a list with move up/down buttons (ordering:
 * no dragging needed; each move is announced).
 */
export function QuestionInput({ question, answer, onAnswer, announce, labelledBy }: QuestionInputProps) {
  const t = useT();
  const campus = useCampus();
  const id = useId();
  const image = question.image && (
    <img
      className="campus-test__image"
      part="question-image"
      src={assetUrl(campus.config.apiBase, question.image.url)}
      alt={question.image.alt}
    />
  );
  const text = (
    <p className="campus-test__question-text" id={`${id}-text`}>
      {question.text}
    </p>
  );
  const groupLabel = `${labelledBy} ${id}-text`;

  switch (question.type) {
    case 'single_choice':
    case 'true_false': {
      const options =
        question.type === 'true_false'
          ? [
              { value: true, key: 'true', label: t('player-test.question.true') },
              { value: false, key: 'false', label: t('player-test.question.false') },
            ]
          : question.options.map((option) => ({ value: option.id, key: option.id, label: option.text }));
      return (
        <div className="campus-test__question">
          {text}
          {image}
          <div role="radiogroup" aria-labelledby={groupLabel} className="campus-test__options">
            {options.map((option) => (
              <label key={option.key} className="campus-test__option">
                <input
                  type="radio"
                  name={`${id}-${question.id}`}
                  checked={answer === option.value}
                  onChange={() => onAnswer(option.value)}
                />
                <span>{option.label}</span>
              </label>
            ))}
          </div>
        </div>
      );
    }
    case 'multiple_choice': {
      const chosen = Array.isArray(answer) ? answer : [];
      return (
        <div className="campus-test__question">
          {text}
          {image}
          <div
            role="group"
            aria-labelledby={groupLabel}
            aria-describedby={`${id}-hint`}
            className="campus-test__options"
          >
            <p className="campus-test__hint" id={`${id}-hint`}>
              {t('player-test.question.choose_many')}
            </p>
            {question.options.map((option) => (
              <label key={option.id} className="campus-test__option">
                <input
                  type="checkbox"
                  checked={chosen.includes(option.id)}
                  onChange={(event) => {
                    const checked = event.currentTarget.checked;
                    // Kept in the options' order, so the same choice is the same answer however it was clicked.
                    onAnswer(
                      question.options
                        .map((entry) => entry.id)
                        .filter((key) => (key === option.id ? checked : chosen.includes(key))),
                    );
                  }}
                />
                <span>{option.text}</span>
              </label>
            ))}
          </div>
        </div>
      );
    }
    case 'short_text': {
      const value = typeof answer === 'string' ? answer : '';
      return (
        <div className="campus-test__question">
          {text}
          {image}
          <label className="campus-test__text-label" htmlFor={`${id}-input`}>
            {t('player-test.question.text_label')}
          </label>
          <input
            id={`${id}-input`}
            className="campus-test__text"
            type="text"
            autoComplete="off"
            maxLength={MAX_TEXT_ANSWER}
            value={value}
            aria-describedby={`${id}-text ${id}-count`}
            onChange={(event) => onAnswer(event.currentTarget.value.slice(0, MAX_TEXT_ANSWER), { debounce: true })}
          />
          <p className="campus-test__count" id={`${id}-count`}>
            {t('player-test.question.text_count', { count: value.length, max: MAX_TEXT_ANSWER })}
          </p>
        </div>
      );
    }
    case 'ordering': {
      const given = Array.isArray(answer) ? answer : null;
      const order = given ?? question.items.map((item) => item.id);
      const textOf = (key: string) => question.items.find((item) => item.id === key)?.text ?? key;
      const move = (index: number, step: -1 | 1) => {
        const next = [...order];
        const target = index + step;
        // The buttons at the ends stay focusable (aria-disabled), so focus never drops as an item reaches one.
        if (target < 0 || target >= order.length) return;
        const [item] = next.splice(index, 1);
        if (item === undefined) return;
        next.splice(target, 0, item);
        onAnswer(next);
        announce(t('player-test.question.moved', { item: textOf(item), position: target + 1, count: order.length }));
      };
      return (
        <div className="campus-test__question">
          {text}
          {image}
          <p className="campus-test__hint" id={`${id}-hint`}>
            {t('player-test.question.ordering_hint')}
          </p>
          <ol className="campus-test__ordering" aria-labelledby={groupLabel} aria-describedby={`${id}-hint`}>
            {order.map((key, index) => (
              <li key={key} className="campus-test__ordering-item">
                <span className="campus-test__ordering-text">{textOf(key)}</span>
                <span className="campus-test__ordering-moves">
                  <Button
                    variant="secondary"
                    aria-disabled={index === 0}
                    onClick={() => move(index, -1)}
                    aria-label={t('player-test.question.move_up', { item: textOf(key) })}
                  >
                    ↑
                  </Button>
                  <Button
                    variant="secondary"
                    aria-disabled={index === order.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={t('player-test.question.move_down', { item: textOf(key) })}
                  >
                    ↓
                  </Button>
                </span>
              </li>
            ))}
          </ol>
          {given === null && (
            <Button variant="secondary" onClick={() => onAnswer(order)}>
              {t('player-test.question.keep_order')}
            </Button>
          )}
        </div>
      );
    }
  }
}
