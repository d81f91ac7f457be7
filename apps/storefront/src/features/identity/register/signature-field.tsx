import { Button, Group, Input } from '@mantine/core';
import { RegistrationMessages } from '@portal/contract';
import { useEffect, useRef } from 'react';
import SignaturePad from 'signature_pad';
import classes from './signature-field.module.css';

interface SignatureFieldProps {
  /** The signature as a PNG data URL, '' when empty. */
  value: string;
  onChange: (dataUrl: string) => void;
  error?: string;
}

/** A drawn signature (mouse, pen or finger), kept as a PNG data URL. */
export function SignatureField({ value, onChange, error }: SignatureFieldProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const valueRef = useRef(value);
  valueRef.current = value;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: '#1d1d1f', backgroundColor: 'rgba(0,0,0,0)' });
    padRef.current = pad;
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      if (valueRef.current) {
        void pad.fromDataURL(valueRef.current, {
          width: canvas.offsetWidth,
          height: canvas.offsetHeight,
        });
      }
    };
    fit();
    const save = () => onChangeRef.current(pad.isEmpty() ? '' : pad.toDataURL('image/png'));
    pad.addEventListener('endStroke', save);
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', save);
      pad.off();
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    onChange('');
  };

  return (
    <Input.Wrapper
      label="Signature"
      description="Sign with your mouse, pen or finger."
      required
      error={error}
    >
      <canvas
        ref={canvasRef}
        className={classes.canvas}
        data-invalid={Boolean(error)}
        data-testid="signature"
        role="img"
        aria-label={value ? 'Your signature' : RegistrationMessages.signatureRequired}
      />
      <Group justify="flex-end" mt={4}>
        <Button variant="subtle" size="compact-sm" onClick={clear} disabled={!value}>
          Clear signature
        </Button>
      </Group>
    </Input.Wrapper>
  );
}
