import { HeaderBackButton } from './header-back-button';

/** EDIT_MACHINE: Back and the page's title. */
export function HeaderEditMachine({ title, backTo }: { title?: string; backTo?: string }) {
  return (
    <header className="dark-surface bg-ink-900 text-white">
      <div className="mx-auto flex min-h-14 max-w-screen-2xl items-center gap-3 px-3 md:px-6">
        <HeaderBackButton backTo={backTo} />
        <p className="min-w-0 flex-1 truncate text-center font-bold md:text-lg">{title}</p>
        {/* Balances Back so the title stays centred. */}
        <span className="w-16 shrink-0" aria-hidden="true" />
      </div>
    </header>
  );
}
