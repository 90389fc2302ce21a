import re,collections
last={}
for line in open('/tmp/samples.txt'):
    parts=line.rstrip('\n').split(' ',2)
    if len(parts)<3: continue
    pid,t,cmd=parts; last[pid]=(int(t),cmd)
c=collections.Counter()
for pid,(t,cmd) in last.items():
    if 'chrom' in cmd:
        m=re.search(r'--type=([\w-]+)',cmd); k='chromium '+(m.group(1) if m else 'browser')
        if '--utility-sub-type=' in cmd: k+=' '+re.search(r'--utility-sub-type=([\w.]+)',cmd).group(1)
    elif 'playwright' in cmd and 'test' in cmd: k='playwright '+('worker' if 'worker' in cmd or 'process' in cmd else 'main')
    elif 'start.ts' in cmd or 'start.mjs' in cmd: k='server'
    else: k=cmd[:60]
    c[k]+=t
for k,v in c.most_common(25): print(round(v/100,1),k)
