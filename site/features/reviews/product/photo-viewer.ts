/** The review photo viewer: one photo at a time, 이전 / 다음, Escape or 닫기, on the one layer stack (ADR 013). */
import { openLayer } from '#components/ui/layer-stack.ts';
import { el } from './dom';

export function openPhotoViewer(urls: readonly string[], start: number): void {
  let index = start;
  const backdrop = el('div', 'modal-backdrop rv-viewer');
  const dialog = el('div', 'rv-viewer__dialog');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-label', '리뷰 사진');
  const image = el('img', 'rv-viewer__image');
  const counter = el('p', 'rv-viewer__counter');
  counter.setAttribute('aria-live', 'polite');
  const previous = el('button', 'button', '이전 사진');
  const next = el('button', 'button', '다음 사진');
  const close = el('button', 'button button--primary', '닫기');
  const show = () => {
    image.src = urls[index];
    image.alt = `리뷰 사진 ${index + 1}`;
    counter.textContent = `${index + 1} / ${urls.length}`;
    previous.disabled = index === 0;
    next.disabled = index === urls.length - 1;
  };
  const controls = el('div', 'rv-viewer__controls');
  controls.append(previous, counter, next, close);
  dialog.append(image, controls);
  backdrop.append(dialog);
  document.body.append(backdrop);
  const done = () => {
    release();
    backdrop.remove();
  };
  const release = openLayer(backdrop, { onEscape: done });
  previous.addEventListener('click', () => {
    index = Math.max(0, index - 1);
    show();
  });
  next.addEventListener('click', () => {
    index = Math.min(urls.length - 1, index + 1);
    show();
  });
  close.addEventListener('click', done);
  show();
  close.focus();
}
