// Astro components rendered to HTML by Astro's container API, under Astro's own Vite config.
import { getViteConfig } from 'astro/config';

export default getViteConfig({ test: { name: 'astro', include: ['site/**/*.astro.test.ts'], environment: 'node' } });
