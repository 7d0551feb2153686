import { index, route, type RouteConfig } from '@react-router/dev/routes';

// The route table of product.md section 2.
export default [
  index('routes/home/route.tsx'),
  route('notice', 'routes/notices/route.tsx'),
  route('articles', 'routes/articles/route.tsx'),
  route('vacancy', 'routes/vacancy/route.tsx'),
  route('result', 'routes/result/route.tsx'),
  route('syllabus', 'routes/syllabus/route.tsx'),
  route('law-and-enforcement/:id', 'routes/laws/route.tsx'),
  route('contact', 'routes/contact/route.tsx'),
  route('complaint', 'routes/complaint/route.tsx'),
  route('calendar', 'routes/calendar/route.tsx'),
  route('about', 'routes/about/route.tsx'),
  route('gallery', 'routes/gallery/route.tsx'),
  route('cultural-heritage', 'routes/cultural-heritage/route.tsx'),
  route('branches/:id', 'routes/branch/route.tsx'),
  route('festivals/:id', 'routes/festivals/route.tsx'),
  // product.md section 2 writes this one as 'festivals/details/:id' (no leading slash): React Router's form.
  route('festivals/details/:id', 'routes/festival-detail/route.tsx'),
  route('*', 'routes/not-found/route.tsx'),
] satisfies RouteConfig;
