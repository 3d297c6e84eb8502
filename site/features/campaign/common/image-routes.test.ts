import { expect, test } from 'vitest';
import { imageRoutes } from './image-routes';

test('one route per image under the prefix, named by its id', () => {
  const routes = imageRoutes('/images/events/', [
    { url: '/images/events/3.svg', alt: '배너', svg: '<svg>3</svg>' },
    { url: '/images/events/3.svg', alt: '배너', svg: '<svg>3</svg>' },
    { url: '/images/live/4.svg', alt: '포스터', svg: '<svg>4</svg>' },
    { url: '/images/events/../x.svg', alt: '?', svg: '<svg/>' },
  ]);
  expect(routes).toEqual([{ params: { id: '3' }, props: { svg: '<svg>3</svg>' } }]);
});
