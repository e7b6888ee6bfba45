import {
  NO_PENDING_SIGN_IN_MESSAGE,
  TOO_MANY_WRONG_CODES_MESSAGE,
  type Credentials,
  type User,
} from '@studio/schemas';
import { useCallback, useState } from 'react';
import { notifyFailure, notifySuccess } from '../notifications/notify';
import { useQueryStore } from '../queryStore/QueryStoreContext';
import { trpc } from '../trpc';
import { SESSION_KEY } from './sessionQuery';

/** Failures of the code step after which only a new password step helps. */
const PASSWORD_AGAIN = new Set([NO_PENDING_SIGN_IN_MESSAGE, TOO_MANY_WRONG_CODES_MESSAGE]);

/** Which form the sign-in screen shows: the password, or the code that must follow it. */
export type SignInStep = 'password' | 'code';

/**
 * The sign-in screen's state: the password step, the authentication code an account with a second factor must
 * then give, and passkey sign-ins. `signedIn` turns true when this screen signed someone in, so that the page
 * sends them on to their area.
 */
export function useSignIn() {
  const store = useQueryStore();
  const [step, setStep] = useState<SignInStep>('password');
  const [signedIn, setSignedIn] = useState(false);
  const login = trpc.auth.login.useMutation();
  const secondFactor = trpc.auth.secondFactor.useMutation();

  const welcome = useCallback(
    (user: User) => {
      setSignedIn(true);
      store.setData(SESSION_KEY, user);
      notifySuccess('Login successful', `Welcome back, ${user.username}!`);
    },
    [store],
  );

  const submitPassword = (credentials: Credentials) =>
    login.mutate(credentials, {
      onSuccess: (result) => ('secondFactorRequired' in result ? setStep('code') : welcome(result)),
      onError: (error) => notifyFailure('Login failed', error.message),
    });

  const submitCode = (code: string, { onFailure }: { onFailure: () => void }) =>
    secondFactor.mutate(
      { code },
      {
        onSuccess: welcome,
        onError: (error) => {
          notifyFailure('Login failed', error.message);
          // The password step is too old, was never made or took its last code: start again from it.
          if (PASSWORD_AGAIN.has(error.message)) setStep('password');
          onFailure();
        },
      },
    );

  return {
    step,
    signedIn,
    welcome,
    submitPassword,
    isLoggingIn: login.isPending,
    submitCode,
    isVerifying: secondFactor.isPending,
    backToPassword: () => setStep('password'),
  };
}
