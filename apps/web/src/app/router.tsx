import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { HomeRoute } from '../routes/home-route.tsx';
import { NotFoundRoute } from '../routes/not-found-route.tsx';

/** Loads a route module's named export as its own chunk. */
function lazyRoute<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

// The landing page ships in the entry bundle (it is what first-time visitors see); every other screen
// is a chunk fetched on first use, which keeps the landing route inside its JS budget.
const DashboardRoute = lazyRoute(() => import('../routes/dashboard-route.tsx'), 'DashboardRoute');
const SignInRoute = lazyRoute(() => import('../routes/sign-in-route.tsx'), 'SignInRoute');
const CreateResumeRoute = lazyRoute(() => import('../routes/create-resume-route.tsx'), 'CreateResumeRoute');
const ApplicationRoute = lazyRoute(() => import('../routes/application-route.tsx'), 'ApplicationRoute');
const PaypalReturnRoute = lazyRoute(() => import('../routes/paypal-return-route.tsx'), 'PaypalReturnRoute');
const AdminRoute = lazyRoute(() => import('../routes/admin-route.tsx'), 'AdminRoute');
const PrivacyRoute = lazyRoute(() => import('../routes/privacy-route.tsx'), 'PrivacyRoute');
const TermsRoute = lazyRoute(() => import('../routes/terms-route.tsx'), 'TermsRoute');
const RefundsRoute = lazyRoute(() => import('../routes/refunds-route.tsx'), 'RefundsRoute');
const DisclaimerRoute = lazyRoute(() => import('../routes/disclaimer-route.tsx'), 'DisclaimerRoute');
const ContactRoute = lazyRoute(() => import('../routes/contact-route.tsx'), 'ContactRoute');

/** The route table of SPEC §2, plus /sign-in. Anything unmatched is the Page Not Found screen. */
export function AppRouter() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        <Route path="/" component={HomeRoute} />
        <Route path="/dashboard" component={DashboardRoute} />
        <Route path="/sign-in" component={SignInRoute} />
        <Route path="/create-resume" component={CreateResumeRoute} />
        <Route path="/applications/:id" component={ApplicationRoute} />
        <Route path="/paypal/return" component={PaypalReturnRoute} />
        <Route path="/admin" component={AdminRoute} />
        <Route path="/privacy" component={PrivacyRoute} />
        <Route path="/terms" component={TermsRoute} />
        <Route path="/refunds" component={RefundsRoute} />
        <Route path="/disclaimer" component={DisclaimerRoute} />
        <Route path="/contact" component={ContactRoute} />
        <Route component={NotFoundRoute} />
      </Switch>
    </Suspense>
  );
}
