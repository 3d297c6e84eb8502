/** The build manifest an open page polls to learn that a newer build is live. */
import { BUILD_ID } from '#lib/build-id';

export function GET(): Response {
  return Response.json({ buildId: BUILD_ID });
}
