import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@tidings/web-kit/ui/tabs';
import { PRODUCT_NAME } from '../lib/auth-toasts';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { SellingPoints } from './selling-points';
import styles from './auth-page.module.css';

type AuthTab = 'login' | 'register';

const isAuthTab = (value: string): value is AuthTab => value === 'login' || value === 'register';

/** /auth: the only public screen. Login and Register switch freely (spec section 4). */
export function AuthPage() {
  const [tab, setTab] = useState<AuthTab>('login');
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <img className={styles.logo} src="/icons/icon.svg" alt="" width={56} height={56} />
        <h1 className={styles.title}>Welcome to {PRODUCT_NAME}</h1>
        <p className={styles.subtitle}>Sign in to access your personalized news feed.</p>
      </header>
      <SellingPoints />
      <div className={styles.card}>
        <Tabs value={tab} onValueChange={(value) => isAuthTab(value) && setTab(value)}>
          <TabsList aria-label="Sign in or create an account">
            <TabsTrigger value="login">Login</TabsTrigger>
            <TabsTrigger value="register">Register</TabsTrigger>
          </TabsList>
          <TabsContent value={tab}>
            {tab === 'login' ? <LoginForm /> : <RegisterForm />}
            <button type="button" className={styles.switchLink} onClick={() => setTab(tab === 'login' ? 'register' : 'login')}>
              {tab === 'login' ? "Don't have an account? Register" : 'Already have an account? Login'}
            </button>
          </TabsContent>
        </Tabs>
      </div>
    </div>
  );
}
