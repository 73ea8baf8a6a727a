import { useForm } from 'react-hook-form';
import { Navigate, useLocation } from 'react-router-dom';
import { INVALID_LOGIN_MESSAGE, loginInput, type LoginInput } from '../../../shared/schemas/user.js';
import { ApiError } from '../../api/client.js';
import { useLogin, useMe } from '../api/session.js';
import { SESSION_ENDED_MESSAGE } from '../messages.js';
import { Button } from '../ui/Button.js';
import { ErrorMessage } from '../ui/ErrorMessage.js';
import { CheckField, Field } from '../ui/Field.js';
import { recordResolver } from '../ui/forms.js';
import styles from './LoginPage.module.css';
import { nextPath } from './next-path.js';

const resolver = recordResolver<LoginInput>(loginInput, loginInput, false);

/** Staff sign-in (D5). The server answers a wrong password and an unknown user alike. */
export default function LoginPage() {
  const location = useLocation();
  const me = useMe();
  const login = useLogin();
  const target = nextPath(location.state, location.search);
  const expired = (location.state as { expired?: unknown } | null)?.expired === true;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({ resolver, defaultValues: { name: '', password: '', remember: false } });

  // Signed in just now, or already (a bookmark of the login page): on to the page asked for.
  if (me.data) return <Navigate to={target} replace />;

  const onSubmit = handleSubmit((values) => login.mutate(values));

  const refusal = login.error instanceof ApiError && login.error.status === 401 ? INVALID_LOGIN_MESSAGE : undefined;

  return (
    <main className={styles.page} id="admin-main">
      <title>Giriş · Admin Panel · Sofra</title>
      <div className={styles.card}>
        <p className={styles.brand}>Admin Panel</p>
        <h1 className={styles.title}>Giriş Yap</h1>
        {expired && !login.error && <p className={styles.notice}>{SESSION_ENDED_MESSAGE}</p>}
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <Field label="Kullanıcı adı" error={errors.name?.message}>
            {(control) => <input {...control} {...register('name')} autoComplete="username" autoCapitalize="none" spellCheck={false} />}
          </Field>
          <Field label="Şifre" error={errors.password?.message}>
            {(control) => <input {...control} {...register('password')} type="password" autoComplete="current-password" />}
          </Field>
          <CheckField label="Beni hatırla">
            <input type="checkbox" {...register('remember')} />
          </CheckField>
          <Button type="submit" variant="primary" className={styles.submit} disabled={login.isPending}>
            {login.isPending ? 'Giriş yapılıyor…' : 'Giriş Yap'}
          </Button>
          {login.error != null && <ErrorMessage error={login.error} {...(refusal ? { message: refusal } : {})} />}
        </form>
      </div>
    </main>
  );
}
