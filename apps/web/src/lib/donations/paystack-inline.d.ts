/** Types for @paystack/inline-js (the package ships none): the parts the donate modal uses. */
declare module '@paystack/inline-js' {
  export interface PaystackCallbacks {
    onSuccess?: (t: { id?: number; reference: string; message?: string; trxref?: string; status?: string }) => void;
    onCancel?: () => void;
    onError?: (e: { message: string }) => void;
    onLoad?: (t: { id: number; accessCode: string }) => void;
  }
  export interface NewTransaction extends PaystackCallbacks {
    key: string;
    email: string;
    amount: number;
    reference?: string;
    currency?: string;
    channels?: string[];
    metadata?: Record<string, unknown>;
  }
  export default class PaystackPop {
    newTransaction(o: NewTransaction): unknown;
    resumeTransaction(accessCode: string, callbacks?: PaystackCallbacks): unknown;
    cancelTransaction(id?: unknown): void;
  }
}
