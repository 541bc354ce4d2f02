import type { Place } from '@mariner/contracts';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { placeLabel, usePlaceSuggestions } from '../lib/places.ts';
import { TextField } from './TextField.tsx';

type PlaceFieldProps = Omit<ComponentProps<typeof TextField>, 'value' | 'onChange' | 'list'> & {
  label: ReactNode;
  /** What the box shows: typed text, or the label of the place picked. */
  text: string;
  /** The place the text stands for, if one was picked; no suggestions are asked for then. */
  picked: boolean;
  onTextChange: (text: string) => void;
  /** The suggestion the text now names exactly, or null when it names none. */
  onPick: (place: Place | null) => void;
};

/**
 * A town from the gazetteer (issue 17): a text box whose suggestions are the places matching what
 * is typed. The browser's own list (`<datalist>`) keeps it usable by keyboard and screen readers.
 */
export function PlaceField({ text, picked, onTextChange, onPick, ...field }: PlaceFieldProps) {
  const suggestions = usePlaceSuggestions(picked ? '' : text);
  const listId = useId();

  const onChange = (event: { target: { value: string } }) => {
    const next = event.target.value;
    onTextChange(next);
    onPick(suggestions.data?.places.find((place) => placeLabel(place) === next) ?? null);
  };

  return (
    <>
      <TextField value={text} onChange={onChange} list={listId} autoComplete="off" {...field} />
      <datalist id={listId}>
        {(suggestions.data?.places ?? []).map((place) => (
          <option key={place.id} value={placeLabel(place)} />
        ))}
      </datalist>
    </>
  );
}
