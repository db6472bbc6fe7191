'use client';
import { useFormikContext } from 'formik';
import { useEffect, type RefObject } from 'react';

/**
 * Keeps what the visitor typed into a server-drawn form before the page became interactive. React does not read the
 * fields when it hydrates: Formik would go on holding '' under a name the visitor can see in the field, and the first
 * submit would say "Username not empty". Once hydrated, each named text field and checkbox whose value differs from
 * Formik's is copied into it. Render inside the Formik form; `formRef` is that form.
 */
export function TypedBeforeHydration({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  const { values, setFieldValue } = useFormikContext<Record<string, unknown>>();
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const element of Array.from(form.elements)) {
      if (!(element instanceof HTMLInputElement) || !element.name || !(element.name in values)) continue;
      const current = values[element.name];
      if (element.type === 'checkbox') {
        if (typeof current === 'boolean' && element.checked !== current) void setFieldValue(element.name, element.checked, false);
      } else if (typeof current === 'string' && element.value !== '' && element.value !== current) {
        void setFieldValue(element.name, element.value, false);
      }
    }
    // Once, on the first commit after hydration: from then on React sees every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
