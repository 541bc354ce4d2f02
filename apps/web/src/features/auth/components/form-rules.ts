import { zodResolver } from '@hookform/resolvers/zod';
import { BuyerRegisterForm, LoginRequest, RegisterForm } from '@mariner/contracts';

// The login and register forms' rules, loaded when a form is first checked (lib/lazy-resolver.ts).
export const loginResolver = zodResolver(LoginRequest);
export const registerResolver = zodResolver(RegisterForm);
export const buyerRegisterResolver = zodResolver(BuyerRegisterForm);
