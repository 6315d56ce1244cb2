import { route, type RouteConfigEntry } from '@react-router/dev/routes';
import { schoolIdentity } from '#contracts/school-identity.ts';

const { slugs } = schoolIdentity;
const page = (file: string) => `routes/public/about/${file}.tsx`;

/** About Us and Why Us pages (page files under web/routes/public/about/, content in web/features/about/). */
export const routes: RouteConfigEntry[] = [
  route('our-school', page('our-school')),
  route(slugs.overview, page('school-overview')),
  route('our-mission', page('our-mission')),
  route('our-vision', page('our-vision')),
  route('director-message', page('director-message')),
  route('director-message_1', page('chairperson-message')),
  route('principal-message', page('principal-message')),
  route('value-education', page('value-education')),
  route('school-values', page('school-values')),
  route(slugs.whyChooseUs, page('why-choose-us')),
  route('accolades', page('accolades')),
  route('faculty', page('faculty')),
  route('epfuture', page('epfuture')),
];
