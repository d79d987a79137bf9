import type { VariantProps } from "class-variance-authority";
import { forwardRef, type ButtonHTMLAttributes } from "react";
import { cn } from "@/lib/cn";
import { buttonVariants } from "./button-variants";

export type ButtonVariants = VariantProps<typeof buttonVariants>;

/** For links and other elements that look like a button. */
export const buttonClass = (variants: ButtonVariants = {}, className?: string) => cn(buttonVariants(variants), className);

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, className, type = "button", ...props },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClass({ variant, size }, className)} {...props} />;
});
