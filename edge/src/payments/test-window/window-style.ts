/** The payment window's stylesheet, inline because the window is one self-contained answer. */
export const WINDOW_STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#eef2ef;font-family:"Pretendard Variable",Pretendard,-apple-system,BlinkMacSystemFont,"Apple SD Gothic Neo","Noto Sans KR","Malgun Gothic",sans-serif;color:#1c2321;word-break:keep-all;display:flex;align-items:flex-start;justify-content:center}
.pay-window{width:100%;max-width:420px;background:#fff;min-height:100vh;box-shadow:0 8px 32px rgba(20,40,30,.12)}
@media (min-width:480px){body{align-items:center;padding:32px 16px}.pay-window{min-height:0;border-radius:16px;overflow:hidden}}
.pay-header{display:flex;align-items:center;justify-content:space-between;padding:18px 20px;background:#1f3b2d;color:#fff}
.pay-header h1{margin:0;font-size:18px;font-weight:700;letter-spacing:-.02em}
.pay-badge{font-size:11px;font-weight:700;padding:3px 8px;border-radius:999px;background:#c6e7c9;color:#1f3b2d}
.pay-summary{margin:0;padding:20px;border-bottom:8px solid #f3f5f4}
.pay-summary div{display:flex;align-items:center;justify-content:space-between;gap:16px;padding:8px 0;font-size:15px}
.pay-summary dt{color:#5b6661;flex:none}
.pay-summary dd{margin:0;text-align:right;word-break:keep-all;overflow-wrap:anywhere;font-weight:500}
.pay-amount{margin-top:8px;padding-top:16px!important;border-top:1px solid #e5e9e7}
.pay-amount dd{font-size:24px;font-weight:800;color:#1f3b2d}
.pay-method{display:inline-block;padding:4px 10px;border-radius:6px;font-size:14px;font-weight:700}
.pay-form{padding:20px;display:flex;flex-direction:column;gap:14px}
.pay-field{display:flex;flex-direction:column;gap:6px}
.pay-field label{font-size:14px;font-weight:600;color:#39423e}
.pay-field select{height:48px;padding:0 12px;font:inherit;font-size:16px;border:1px solid #c9d1cd;border-radius:8px;background:#fff;color:inherit}
.pay-notice{margin:0;padding:12px 14px;border-radius:8px;background:#fff8e1;color:#6b4e00;font-size:13px;line-height:1.5}
button{font:inherit;cursor:pointer;border-radius:8px;min-height:48px}
.pay-approve{border:0;background:#1f3b2d;color:#fff;font-size:17px;font-weight:700}
.pay-approve:hover{background:#2c5240}
.pay-secondary{display:grid;grid-template-columns:1fr 1fr;gap:10px}
.pay-secondary button{border:1px solid #c9d1cd;background:#fff;color:#39423e;font-size:15px}
button:focus-visible,select:focus-visible,a:focus-visible{outline:3px solid #6bb37a;outline-offset:2px}
.pay-error{padding:24px 20px 8px}
.pay-error h2{margin:0 0 8px;font-size:18px}
.pay-error p{margin:0;color:#5b6661;line-height:1.6}
.pay-links{padding:8px 20px 24px;margin:0;font-size:14px}
.pay-links a{color:#1f3b2d}
`;
