import { data } from 'react-router';

/** Every path no route knows: the layout's error page, "Page not found", with status 404. */
export const loader = () => {
  throw data('Not found', { status: 404 });
};

export default function NotFoundPage() {
  return null;
}
