import type { LogoutControl } from './types'

export interface LogoutButtonProps {
  logout: LogoutControl
}

/** 'Log out' for authenticated users (spec 000 section 2): a POST form, so it works without JavaScript. */
export function LogoutButton({ logout }: LogoutButtonProps) {
  const { action } = logout
  return (
    <form className="app-header__logout" action={action} {...(typeof action === 'string' ? { method: 'post' } : {})}>
      <button type="submit" className="app-header__logout-button">
        Log out
      </button>
    </form>
  )
}
