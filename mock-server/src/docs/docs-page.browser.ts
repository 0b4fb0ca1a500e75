/**
 * The API reference's behaviour (served as `/api/docs.js`, core/browser-script.ts). The reference is whole without
 * it; it adds the filter, the copy buttons and opening a linked call.
 */
const ops = Array.from(document.querySelectorAll<HTMLDetailsElement>('details.op'));
const groups = Array.from(document.querySelectorAll<HTMLElement>('section.group'));
const filter = document.getElementById('filter') as HTMLInputElement;
const count = document.getElementById('filter-count') as HTMLElement;
const controlPart = document.getElementById('control') as HTMLElement;
const total = ops.length;

filter.addEventListener('input', () => {
  const words = filter.value.trim().toLowerCase().split(/\s+/).filter(Boolean);
  let shown = 0;
  for (const op of ops) {
    const match = words.every((word) => (op.dataset.search ?? '').includes(word));
    op.hidden = !match;
    if (match) shown++;
  }
  for (const group of groups) group.hidden = !group.querySelector('details.op:not([hidden])');
  controlPart.hidden = !controlPart.querySelector('details.op:not([hidden])');
  count.textContent = words.length === 0 ? `${total} calls` : shown === 0 ? 'No call matches' : `${shown} of ${total} calls`;
});

const announcer = document.createElement('p');
announcer.className = 'visually-hidden';
announcer.setAttribute('aria-live', 'polite');
document.body.append(announcer);

async function copy(button: HTMLButtonElement): Promise<void> {
  const block = document.getElementById(button.dataset.copy ?? '');
  if (!block) return;
  try {
    await navigator.clipboard.writeText(block.textContent ?? '');
    button.textContent = 'Copied';
  } catch {
    // No clipboard (a page served over plain http to another machine): select it for Ctrl+C.
    const range = document.createRange();
    range.selectNodeContents(block);
    getSelection()?.removeAllRanges();
    getSelection()?.addRange(range);
    button.textContent = 'Selected';
  }
  announcer.textContent = button.textContent;
  setTimeout(() => {
    button.textContent = 'Copy';
  }, 2000);
}

document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button.copy') : null;
  if (button) void copy(button);
});

function openLinked(): void {
  const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
  if (target instanceof HTMLDetailsElement && target.matches('details.op')) {
    target.open = true;
    target.scrollIntoView();
  }
}
window.addEventListener('hashchange', openLinked);
openLinked();

// A module, so its names stay its own rather than the page's globals.
export {};
