import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { applicationChunk } from '../routes/application-chunk.ts';
import { HomeRoute } from '../routes/home-route.tsx';
import { NotFoundRoute } from '../routes/not-found-route.tsx';
import { routeChunk } from '../routes/route-chunk.ts';

// The landing page ships in the entry bundle (it is what first-time visitors see); every other screen
// is a chunk fetched on first use, which keeps the landing route inside its JS budget.
const dashboardChunk = routeChunk(() => import('../routes/dashboard-route.tsx'), 'DashboardRoute');
const signInChunk = routeChunk(() => import('../routes/sign-in-route.tsx'), 'SignInRoute');
const createResumeChunk = routeChunk(() => import('../routes/create-resume-route.tsx'), 'CreateResumeRoute');
const paypalReturnChunk = routeChunk(() => import('../routes/paypal-return-route.tsx'), 'PaypalReturnRoute');
const adminChunk = routeChunk(() => import('../routes/admin-route.tsx'), 'AdminRoute');
const privacyChunk = routeChunk(() => import('../routes/privacy-route.tsx'), 'PrivacyRoute');
const termsChunk = routeChunk(() => import('../routes/terms-route.tsx'), 'TermsRoute');
const refundsChunk = routeChunk(() => import('../routes/refunds-route.tsx'), 'RefundsRoute');
const disclaimerChunk = routeChunk(() => import('../routes/disclaimer-route.tsx'), 'DisclaimerRoute');
const contactChunk = routeChunk(() => import('../routes/contact-route.tsx'), 'ContactRoute');

/** The route table of SPEC §2, plus /sign-in. Anything unmatched is the Page Not Found screen. */
export function AppRouter() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        <Route path="/" component={HomeRoute} />
        <Route path="/dashboard" component={dashboardChunk.Component} />
        <Route path="/sign-in" component={signInChunk.Component} />
        <Route path="/create-resume" component={createResumeChunk.Component} />
        <Route path="/applications/:id" component={applicationChunk.Component} />
        <Route path="/paypal/return" component={paypalReturnChunk.Component} />
        <Route path="/admin" component={adminChunk.Component} />
        <Route path="/privacy" component={privacyChunk.Component} />
        <Route path="/terms" component={termsChunk.Component} />
        <Route path="/refunds" component={refundsChunk.Component} />
        <Route path="/disclaimer" component={disclaimerChunk.Component} />
        <Route path="/contact" component={contactChunk.Component} />
        <Route component={NotFoundRoute} />
      </Switch>
    </Suspense>
  );
}
