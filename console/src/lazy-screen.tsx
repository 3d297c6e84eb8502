/** A console screen loaded on first use: its code is its own chunk, with a loading line while it comes. */
import { lazy, Suspense, type ComponentType } from 'react';
import { Typography } from '@mui/material';

export function lazyScreen(load: () => Promise<ComponentType>): ComponentType {
  const Screen = lazy(async () => ({ default: await load() }));
  return function LazyScreen() {
    return (
      <Suspense
        fallback={
          <Typography role="status" sx={{ mt: 2 }}>
            불러오는 중…
          </Typography>
        }
      >
        <Screen />
      </Suspense>
    );
  };
}
