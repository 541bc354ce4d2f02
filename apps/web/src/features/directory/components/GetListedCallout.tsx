import { Megaphone } from 'lucide-react';
import { ButtonLink } from '../../../components/Button.tsx';
import { paths } from '../../../lib/paths.ts';

interface GetListedCalloutProps {
  title: string;
  text: string;
  action: string;
}

/** Spec 001 §2: the directories' call to action, to /register. */
export function GetListedCallout({ title, text, action }: GetListedCalloutProps) {
  return (
    <aside
      aria-label={title}
      className="flex flex-col items-start gap-4 rounded-2xl bg-primary p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div className="flex items-start gap-4">
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-white/10 sm:flex">
          <Megaphone aria-hidden="true" className="size-6" />
        </span>
        <div className="flex flex-col gap-1">
          <h2 className="text-xl font-bold">{title}</h2>
          <p className="text-white/85">{text}</p>
        </div>
      </div>
      <ButtonLink to={paths.register} size="lg" className="shrink-0">
        {action}
      </ButtonLink>
    </aside>
  );
}
